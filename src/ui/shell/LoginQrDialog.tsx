import { useEffect, useState } from 'react';
import { Alert, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { api, errorMessage } from '../../api';
import { mintQrLoginKey } from '../../contract/emulation/operations';
import { qrLoginLink } from './login-qr-link';
import { useQrDataUrl } from './use-qr-data-url';

/** Spec: "mobile login QR (encodes a link with profileid and authtoken, size 128)". */
export const LOGIN_QR_SIZE = 128;

export interface LoginQrDialogProps {
  opened: boolean;
  onClose: () => void;
  origin: string;
  profileid: string;
}

export function LoginQrDialog({ opened, onClose, origin, profileid }: LoginQrDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Login to the mobile app" size="auto" centered>
      <LoginQrBody origin={origin} profileid={profileid} />
    </Modal>
  );
}

/** Mounted with each opening, so a fresh key is minted every time: an old photo of the code is useless. */
function LoginQrBody({ origin, profileid }: Pick<LoginQrDialogProps, 'origin' | 'profileid'>) {
  const [link, setLink] = useState<{ url: string } | { error: string } | null>(null);
  useEffect(() => {
    let live = true;
    api.callOperation(mintQrLoginKey, {}).then(
      (answer) => live && setLink({ url: qrLoginLink(origin, profileid, answer.key) }),
      (error: unknown) => live && setLink({ error: errorMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [origin, profileid]);
  const qr = useQrDataUrl(link && 'url' in link ? link.url : null, LOGIN_QR_SIZE);

  return (
    <Stack align="center">
      <Text>Scan this code with the mobile app to log in as yourself. It works once, for 5 minutes.</Text>
      {link && 'error' in link ? (
        <Alert color="red" role="alert">
          {link.error}
        </Alert>
      ) : qr ? (
        <Image src={qr} w={LOGIN_QR_SIZE} h={LOGIN_QR_SIZE} alt="Mobile login QR code" />
      ) : (
        <Loader aria-label="Drawing QR code" />
      )}
    </Stack>
  );
}
