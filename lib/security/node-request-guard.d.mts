import type { IncomingMessage, ServerResponse } from "node:http";

export declare const PEER_ADDRESS_HEADER: "x-ramp-peer-address";
export declare const PEER_HEADER_MARKER: unique symbol;
export declare const MAX_BODY_BYTES: number;
export declare function announcePeerHeader(): void;
export declare function stampPeerAddress(request: IncomingMessage): void;
export declare function guardBodySize(request: IncomingMessage, response: ServerResponse, limit?: number): boolean;
