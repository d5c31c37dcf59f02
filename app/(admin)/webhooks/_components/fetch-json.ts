/* The browser's one route-handler reader lives in lib/browser; this path keeps the screens' imports working. */
export { fetchJson } from "@/lib/browser/fetch-json";
