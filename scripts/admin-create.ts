/**
 * npm run admin:create -- --email owner@example.sk [--firstname Jana --lastname Nováková] [--generate-password]
 *
 * Creates the shop's administrator in the configured database (DATA_DIR/pglite or DATABASE_URL, migrated first), or
 * makes an existing account of that e-mail an admin with a new password (decision 0042). The password is typed by the
 * operator (asked twice, not echoed; or the first line of piped stdin), or generated and printed once with
 * --generate-password. Exit code 0 on success, 1 with a message otherwise.
 */
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config';
import { runScript, withConfiguredDatabase } from '../src/db/database-script';
import { migrateDatabase } from '../src/db/migrate';
import { adminAccountSchema, createAdminAccount, generateAdminPassword } from '../src/domain/accounts/admin-account';

/** Reads one line; on a terminal the typed characters are not echoed. */
async function readLine(prompt: string): Promise<string> {
  const tty = process.stdin.isTTY === true;
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stderr.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output: tty ? output : undefined, terminal: tty });
  if (tty) process.stderr.write(prompt);
  muted = tty;
  try {
    const line = await new Promise<string>((resolve, reject) => {
      rl.once('line', resolve);
      rl.once('close', () => reject(new Error('No password given on stdin')));
    });
    if (tty) process.stderr.write('\n');
    return line;
  } finally {
    rl.close();
  }
}

runScript(async () => {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      firstname: { type: 'string', default: '' },
      lastname: { type: 'string', default: '' },
      'generate-password': { type: 'boolean', default: false },
    },
  });
  const email = values.email;
  if (!email) throw new Error('Usage: npm run admin:create -- --email owner@example.sk [--generate-password]');
  const checkedEmail = adminAccountSchema.shape.email.safeParse(email);
  if (!checkedEmail.success) throw new Error(`Not an e-mail address: ${email}`);

  let password: string;
  if (values['generate-password']) {
    password = generateAdminPassword();
  } else {
    password = await readLine('Password (8–128 characters): ');
    if (process.stdin.isTTY && (await readLine('Password again: ')) !== password) throw new Error('The passwords differ');
    if (!adminAccountSchema.shape.password.safeParse(password).success) throw new Error('The password must have 8 to 128 characters');
  }

  const config = loadConfig();
  await withConfiguredDatabase(config, 1, async (handle) => {
    await migrateDatabase(handle);
    const result = await createAdminAccount(handle.db, { email, password, firstname: values.firstname, lastname: values.lastname });
    console.log(
      result.created
        ? `Admin account ${result.email} created (id ${result.id}).`
        : `The account ${result.email} (id ${result.id}) is now an admin with the new password; its sessions ended.`,
    );
    if (values['generate-password']) console.log(`Password (shown only now, store it safely): ${password}`);
    console.log(`Log in at ${config.publicUrl}/prihlasenie, then /admin.`);
  });
});
