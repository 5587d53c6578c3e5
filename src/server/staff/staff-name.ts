/**
 * A member as the console names them: the display name once the row carries one (`staff_members.name`, selected
 * where the migration that adds it lands), else the email.
 */
export function staffNameOf(row: { email: string | null; name?: string | null }): string | null {
  return row.name?.trim() || row.email;
}
