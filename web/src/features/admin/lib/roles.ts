/** Permission mirrors the server's (garihaat.RoleCan): the screens hide what a role may not use. */
export type Permission =
  | 'staff'
  | 'catalog:read'
  | 'catalog:write'
  | 'offers'
  | 'conversations'
  | 'review-threads'
  | 'conversations:quick-replies'
  | 'audit'
  | 'staff:manage';

/** can is the server's role table, for showing and hiding; the server decides. */
export function can(role: string | null | undefined, p: Permission): boolean {
  switch (role) {
    case 'owner':
      return true;
    case 'editor':
      return p === 'staff' || p === 'catalog:read' || p === 'catalog:write' || p === 'review-threads';
    case 'sales':
      return p === 'staff' || p === 'catalog:read' || p === 'offers' || p === 'conversations' || p === 'review-threads';
  }
  return false;
}
