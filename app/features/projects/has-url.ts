/** A URL counts only when it is there and not blank: otherwise no link is rendered. */
export function hasUrl(url: string | undefined): url is string {
  return url !== undefined && url.trim() !== '';
}
