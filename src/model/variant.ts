/**
 * The rules a game is played by: the Totem Format's (seed 000), or seed 001's Tribute Cost variant
 * (`--variant tribute`, `"variant": "tribute"` in totem.config.json). Deck construction is the same in both, but in
 * the tribute variant a Totem needs no Rule Box.
 */
export type GameVariant = 'standard' | 'tribute';
