/** The reset token in a /password/new/<token> link: a '~' there stands for '.' (SPEC section 2). */
export function tokenFromLink(segment: string): string {
  return segment.replace(/~/g, '.');
}
