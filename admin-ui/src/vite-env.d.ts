/// <reference types="vite/client" />

/** The running build's version (package.json), compared with each response's x-version header. */
declare const __APP_VERSION__: string;
