// Where the floor page is, for vite.config.ts (built with BENCH_FLOOR=1) and the benches that open it.
export const FLOOR_ENTRY = './bench/startup/floor/floor.html';
/** Its address in the build (Vite keeps an HTML entry's path under the project root). */
export const FLOOR_PATH = '/bench/startup/floor/floor.html';
