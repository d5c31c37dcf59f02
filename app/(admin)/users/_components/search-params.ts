import { createLoader, parseAsInteger } from "nuqs/server";

export const userSearchParams = { page: parseAsInteger.withDefault(1) };
export const loadUserSearch = createLoader(userSearchParams);
export const USERS_PAGE_SIZE = 25;
