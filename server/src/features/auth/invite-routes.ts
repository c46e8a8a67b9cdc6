/**
 * POST /api/auth/invite_user {firstName, lastName, email, role} → 201 {id, link, mail_sent} (needs write on
 * identities). POST /api/auth/accept-invitation {token, password} sets the password, verifies the e-mail
 * (the link proved the mailbox) and signs the user in with a fresh session.
 */
import type { FastifyInstance } from 'fastify';
import { InputError } from '../../lib/errors.js';
import { forwardToAuth } from './better-auth-routes.js';
import { createUser, invitationLink } from './create-user.js';
import type { AuthFeatureDeps } from './deps.js';
import { consumeInvitation } from './invitations-db.js';
import { invitationMail } from './mail-templates.js';
import { assertPassword, parseUserInput, type UserInput } from './user-input.js';
import { findUser, markEmailVerified, setCredentialPassword } from './users-db.js';

export async function inviteRoutes(app: FastifyInstance, deps: AuthFeatureDeps): Promise<void> {
  app.post(
    '/api/auth/invite_user',
    { config: { rbac: { object: 'identities', action: 'write' } } },
    async (request, reply) => {
      const input = parseUserInput(request.body) as UserInput;
      const { id, invitationToken } = await createUser(deps.pool, deps.hashPassword, input);
      const link = invitationLink(deps.config.publicUrl, invitationToken!);
      let mailSent = false;
      try {
        await deps.mailer.send(invitationMail(input.email, `${input.firstName} ${input.lastName}`, link));
        mailSent = deps.config.smtp !== undefined;
      } catch (err) {
        request.log.error({ err: { message: (err as Error).message } }, 'invitation mail failed');
      }
      return reply.status(201).send({ id, link, mail_sent: mailSent });
    },
  );

  app.post(
    '/api/auth/accept-invitation',
    {
      config: { rbac: 'public' },
      schema: {
        body: {
          type: 'object',
          required: ['token', 'password'],
          properties: { token: { type: 'string', maxLength: 200 }, password: { type: 'string' } },
        },
      },
    },
    async (request, reply) => {
      const { token, password } = request.body as { token: string; password: string };
      assertPassword(password);
      const userId = await consumeInvitation(deps.pool, token);
      const user = userId ? await findUser(deps.pool, { id: userId }) : undefined;
      if (!user) {
        // spec (settings document §8): the expired-flow message
        throw new InputError('Your interaction expired, please fill out the form again.', { code: 'flow_expired' });
      }
      await setCredentialPassword(deps.pool, user.id, await deps.hashPassword(password));
      await markEmailVerified(deps.pool, user.id);
      // Sign in through the library so the session and its cookie are exactly the ones it issues.
      return forwardToAuth(deps.bridge, request, reply, {
        path: '/api/auth/sign-in/email',
        body: JSON.stringify({ email: user.email, password }),
      });
    },
  );
}
