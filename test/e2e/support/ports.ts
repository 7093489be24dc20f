// Fixed ports for the browser tests, away from the product's defaults so a running `npm start` does not clash.
export const E2E_APP_PORT = 18080;
export const E2E_IDP_PORT = 18081;
