export { installAccessLog } from "./access-log";
export { isDraining, markDraining } from "./lifecycle";
export { createLogger, getLogger, type Logger } from "./logger";
export { maskAccountNumber, REDACTED, redactText, redactValue } from "./redact";
export { logRequest, type RequestLogFields, requestIdOf, withRequestLog } from "./request-log";
