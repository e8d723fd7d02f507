import { KEPT } from './tribute-hand.js';

/** The Totem comes into play "after their first turn" (seed 001, "Actions During A Turn"): turn 2 at the earliest. */
export const FROM_TURN = 2;

/** Returns to the Totem Zone the timeline is shown after (each raises the Tribute Cost by 1). */
export const RETURNS = [1, 2, 3];

/**
 * Cards in hand on your turn t, after its draw: the 7 kept, less the Active Pokémon put down at setup, plus one
 * card a turn (turn 1 too) until the deck's last card (turn N − 17). Nothing else is played in this model.
 */
export function handOnTurn(turn: number, lastTurn: number): number {
  return KEPT - 1 + Math.max(0, Math.min(turn, lastTurn));
}

/** The first turn from turn 2 on whose hand holds `cost` cards to discard; null if none before the deck runs out. */
export function firstTurnFor(cost: number, lastTurn: number): number | null {
  for (let turn = FROM_TURN; turn <= Math.max(FROM_TURN, lastTurn); turn++)
    if (handOnTurn(turn, lastTurn) >= cost) return turn;
  return null;
}
