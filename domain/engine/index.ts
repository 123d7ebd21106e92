export * from './bot.js';
export * from './game.js';
export * from './rejection.js';
export * from './rng.js';
export * from './decider.js';
export * from './visibility.js';
