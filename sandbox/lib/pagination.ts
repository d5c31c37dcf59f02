/**
 * The spec gives no defaults for page and limit; the sandbox uses page 1 and
 * limit 10 (documented in sandbox/README.md and the OpenAPI document).
 */
export const DEFAULT_PAGE = 1;
export const DEFAULT_LIMIT = 10;

export interface PageRequest {
  page: number;
  limit: number;
}

export function pageRequest(query: { page?: number | undefined; limit?: number | undefined }): PageRequest {
  return { page: query.page ?? DEFAULT_PAGE, limit: query.limit ?? DEFAULT_LIMIT };
}

export const offsetOf = ({ page, limit }: PageRequest) => (page - 1) * limit;

/** totalPage = ceil(matching / limit); 0 when nothing matches. */
export const totalPages = (matching: number, limit: number) => Math.ceil(matching / limit);
