// The running build's version (VITE_APP_VERSION at build time, else package.json's version; see
// vite.config.ts). Also in index.html as <meta name="app-version">.
export const APP_VERSION: string = String(import.meta.env.VITE_APP_VERSION);
