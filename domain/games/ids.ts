/**
 * The ids of the games this product serves, without their rules: what a function that only needs
 * to know which games there are (the lobby) loads instead of the registry, so its bundle carries
 * neither game's rules. registry.test.ts checks these are exactly the registry's keys.
 */
export const PRODUCT_GAME_IDS: readonly string[] = ['ripper-rummy', 'mr-jack'];
