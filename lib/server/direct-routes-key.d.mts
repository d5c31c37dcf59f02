export declare const DIRECT_ROUTES_KEY: unique symbol;
