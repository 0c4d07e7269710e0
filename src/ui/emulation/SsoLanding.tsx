import { useEffect } from 'react';
import { Alert, Anchor, Box, Loader, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { ssoMachine } from '../../machines/auth/sso.machine';

const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile/i;

/** Landing of /sso-{client}/{key}, /sso-saml/{key} and /qr-login?q=key: one machine, one screen. */
export function SsoLanding({ client, signedKey }: { client: string; signedKey: string }) {
  const [state, send] = useMachine(ssoMachine, {
    input: { client, key: signedKey, mobile: MOBILE_AGENT.test(navigator.userAgent) },
  });
  const navigate = useNavigate();
  const target = state.matches('signedIn') ? state.output?.target : undefined;

  useEffect(() => {
    if (target) void navigate({ href: target, replace: true });
  }, [target, navigate]);

  // Opening the app hides this page; the app then owns the key.
  useEffect(() => {
    const onHidden = () => document.visibilityState === 'hidden' && send({ type: 'APP_OPENED' });
    document.addEventListener('visibilitychange', onHidden);
    return () => document.removeEventListener('visibilitychange', onHidden);
  }, [send]);

  return (
    <Box component="main" p="xl">
      <Stack align="center" maw={480} mx="auto">
        {state.matches('failed') ? (
          <>
            <Alert color="red" role="alert" w="100%">
              {state.context.message}
            </Alert>
            <Anchor component={Link} to="/">
              Go to the login page
            </Anchor>
          </>
        ) : state.matches('handedToApp') ? (
          <Text role="status">Continue in the mobile app.</Text>
        ) : (
          <>
            <Loader aria-label="Signing you in" />
            <Text role="status">Signing you in…</Text>
          </>
        )}
      </Stack>
    </Box>
  );
}
