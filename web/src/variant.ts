import { h } from './dom.js';

/**
 * The rules the page checks a list under, as `totem check --variant`: the Totem Format's, or the tribute variant's
 * (seed 001: a Totem needs no Rule Box; the Totem facts give its Tribute Cost). In the address as `?variant=tribute`,
 * beside `lang`, so a shared link opens under the rules it was checked with. Kept here, out of main.ts.
 */
export type PageVariant = 'standard' | 'tribute';

const PARAM = 'variant';

/** The variant an address names: `tribute`, or else the standard rules. */
export const variantOf = (search: string): PageVariant =>
  new URLSearchParams(search).get(PARAM) === 'tribute' ? 'tribute' : 'standard';

let current: PageVariant = typeof location === 'undefined' ? 'standard' : variantOf(location.search);

/** The variant the next check runs under. */
export const pageVariant = (): PageVariant => current;

/**
 * The switch (`data-testid="variant"`), after `anchor`: its words are `data-w` keys, so the page's language change
 * relabels it. A change goes in the address and `onChange` checks the list again.
 */
export function mountVariant(anchor: HTMLElement, onChange: () => void): void {
  const select = h(
    'select',
    { 'data-testid': 'variant', id: 'variant' },
    h('option', { value: 'standard', 'data-w': 'variant-standard' }, 'Totem Format'),
    h('option', { value: 'tribute', 'data-w': 'variant-tribute' }, 'Tribute variant'),
  );
  select.value = current;
  select.addEventListener('change', () => {
    current = select.value === 'tribute' ? 'tribute' : 'standard';
    const url = new URL(location.href);
    if (current === 'tribute') url.searchParams.set(PARAM, current);
    else url.searchParams.delete(PARAM);
    history.replaceState(null, '', url);
    onChange();
  });
  anchor.after(
    h('label', { class: 'variant', for: 'variant' }, h('span', { 'data-w': 'variant-label' }, 'Rules'), ' ', select),
  );
}
