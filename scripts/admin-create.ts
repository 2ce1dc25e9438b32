/**
 * npm run admin:create -- --email owner@example.sk [--firstname Jana --lastname Nováková] [--generate-password]
 *
 * Creates the shop's administrator in the configured database (DATA_DIR/pglite or DATABASE_URL, migrated first), or
 * makes an existing account of that e-mail an admin with a new password (decision 0042). The password is typed by the
 * operator (asked twice, not echoed; or the first line of piped stdin), or generated and printed once with
 * --generate-password. Exit code 0 on success, 1 with a message otherwise.
 */
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
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

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      firstname: { type: 'string', default: '' },
      lastname: { type: 'string', default: '' },
      'generate-password': { type: 'boolean', default: false },
    },
  });
  if (!values.email) throw new Error('Usage: npm run admin:create -- --email owner@example.sk [--generate-password]');
  const checkedEmail = adminAccountSchema.shape.email.safeParse(values.email);
  if (!checkedEmail.success) throw new Error(`Not an e-mail address: ${values.email}`);

  let password: string;
  if (values['generate-password']) {
    password = generateAdminPassword();
  } else {
    password = await readLine('Password (8–128 characters): ');
    if (process.stdin.isTTY && (await readLine('Password again: ')) !== password) throw new Error('The passwords differ');
    if (!adminAccountSchema.shape.password.safeParse(password).success) throw new Error('The password must have 8 to 128 characters');
  }

  const config = loadConfig();
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
    poolSize: 1,
  });
  try {
    await migrateDatabase(handle);
    const result = await createAdminAccount(handle.db, { email: values.email, password, firstname: values.firstname, lastname: values.lastname });
    console.log(
      result.created
        ? `Admin account ${result.email} created (id ${result.id}).`
        : `The account ${result.email} (id ${result.id}) is now an admin with the new password; its sessions ended.`,
    );
    if (values['generate-password']) console.log(`Password (shown only now, store it safely): ${password}`);
    console.log(`Log in at ${config.publicUrl}/prihlasenie, then /admin.`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
