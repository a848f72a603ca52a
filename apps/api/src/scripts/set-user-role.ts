import { openDatabase } from '@brokkie/db/client';
import { setRoleByEmail } from '@brokkie/db/identity-queries';
import { isUserRole, userRoles } from '@brokkie/domain/identity';

// Gives an existing account a role (docs/identity.md): how production gets its staff, since no
// staff account is seeded there. Usage: npx tsx apps/api/src/scripts/set-user-role.ts <email> <role>
const [email, role] = process.argv.slice(2);
if (!email || !isUserRole(role)) {
  console.error(`Usage: set-user-role.ts <email> <${userRoles.join('|')}>`);
  process.exit(2);
}
const database = openDatabase(process.env.DATABASE_URL);
try {
  const updated = await setRoleByEmail(database.db, email, role);
  if (!updated) {
    console.error(`No account with the e-mail address ${email}: it signs up first.`);
    process.exitCode = 1;
  } else {
    console.log(`${email} is now ${role}. Its next ID token (at most an hour away) carries the role.`);
  }
} finally {
  await database.close();
}
