// A test-only clock for a shop process, loaded with `node --import` (e2e/shop-clock.ts starts the shop with it):
// the process's Date runs at the real rate from an offset the test sets, so rules that read the time (quiet hours,
// a cart left for an hour) can be tested at any hour. PGlite reads the same Date, so SQL's now() moves with it, and
// pg-boss's schedule with that. Plain JavaScript: the shop's Node loads it before any TypeScript tooling.
import { readFileSync, watch, writeFileSync } from 'node:fs';
import path from 'node:path';

const file = process.env.SHOP_CLOCK_FILE;
if (file) {
  const NativeDate = Date;
  const realNow = NativeDate.now;
  /** The file holds `{ "offsetMs": n }`; it is replaced whole (written beside it, then renamed), never half-written. */
  const readOffset = () => Number(JSON.parse(readFileSync(file, 'utf8')).offsetMs);
  let offsetMs = readOffset();
  // Told back once applied, so the test waits for the shop's clock instead of for a guessed time.
  const applied = () => writeFileSync(`${file}.applied`, String(offsetMs));

  // `new Date()` and `Date.now()` read the shifted time; every other use of Date is the native one, and dates made
  // here are native dates (the prototype is shared, so `instanceof Date` holds either way).
  function ShiftedDate(...args) {
    if (!new.target) return new NativeDate(realNow() + offsetMs).toString();
    return args.length === 0 ? new NativeDate(realNow() + offsetMs) : new NativeDate(...args);
  }
  Object.setPrototypeOf(ShiftedDate, NativeDate);
  ShiftedDate.prototype = NativeDate.prototype;
  ShiftedDate.now = () => realNow() + offsetMs;
  globalThis.Date = ShiftedDate;
  applied();

  watch(path.dirname(file), { persistent: false }, (_event, name) => {
    if (name !== path.basename(file)) return;
    offsetMs = readOffset();
    applied();
  });
}
