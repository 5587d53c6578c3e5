/**
 * The name the console shows for a staff member: the display name given when the member was added, or, for a
 * member added before names existed (migration 0018), the local part of the email ("dana.ruiz" of
 * dana.ruiz@supplier.example) until an administrator names them.
 */
export function staffName(member: { display_name: string | null; email: string }): string {
  return member.display_name ?? member.email.slice(0, member.email.lastIndexOf('@'));
}
