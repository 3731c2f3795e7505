/** The npm packages server/src imports, loaded by preload.mjs before tsx's hooks. */
export declare const SERVER_PACKAGES: readonly string[];
