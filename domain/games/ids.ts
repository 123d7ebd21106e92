/** The ids of the games this product serves, without their rules: see catalogue.ts. */
export { PRODUCT_GAME_IDS } from './catalogue.js';
