import * as v from 'valibot';
import { NetworkError } from '../../api/errors';
import { bodyMessage, realSleep, send } from '../../api/transport';
import { ConfirmRegisterAnswerSchema, type Invitation, InvitationSchema, PEOPLE_PATHS } from '../../contract/people/confirm-register';

/* The invitation page's two public calls (no session): read the invitation, then confirm it. */

export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

const FAILED = 'Something went wrong. Please try again.';
/** The server names the field for API callers ('webtoken: …'); the page shows the words. */
const withoutFieldPrefix = (message: string) => message.replace(/^[a-z_.]+: /, '');

async function post<S extends v.GenericSchema>(path: string, body: Record<string, unknown>, schema: S): Promise<Outcome<v.InferOutput<S>>> {
  try {
    // One attempt: the confirm spends the link, and a retry would only meet a spent one.
    const answer = await send(path, { body }, { attempts: 1, sleep: realSleep });
    const parsed = v.safeParse(schema, answer.body);
    if (answer.status === 200 && parsed.success) return { ok: true, value: parsed.output };
    const message = bodyMessage(answer.body, answer.status);
    return { ok: false, message: message.startsWith('Request failed') ? FAILED : withoutFieldPrefix(message) };
  } catch (error) {
    return { ok: false, message: error instanceof NetworkError ? error.message : FAILED };
  }
}

export interface ConfirmInput {
  webtoken: string;
  invitation: Invitation;
  title: string;
  first_name: string;
  last_name: string;
  mobilenumber: string;
  password: string;
}

export const confirmInviteCalls = {
  read: (webtoken: string) => post(PEOPLE_PATHS.invitation, { webtoken }, InvitationSchema),
  confirm: ({ webtoken, invitation, title, first_name, last_name, mobilenumber, password }: ConfirmInput) =>
    post(
      PEOPLE_PATHS.confirm,
      {
        webtoken,
        tcprofileid: invitation.tcprofileid,
        status: 'approved',
        names: { first_name, last_name },
        title,
        password,
        corporateid: invitation.corporateid,
        corporatename: invitation.corporatename,
        email: invitation.email,
        mobilenumber,
      },
      ConfirmRegisterAnswerSchema,
    ),
};
