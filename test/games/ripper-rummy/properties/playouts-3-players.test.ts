// Thousands of seeded random playouts in all (see property-helpers.ts); this file: 3 players.
import { describePlayouts } from './property-helpers.js';

describePlayouts(3);
