import { Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQrDataUrl } from './use-qr-data-url';

/** docs/product.md#constants-and-code-tables "App QR image 350 px wide". */
export const APP_QR_WIDTH = 350;

/** Download the mobile app: the QR opens this PWA's address, from where it installs. */
export function AppQrDialog({ opened, onClose, appUrl }: { opened: boolean; onClose: () => void; appUrl: string }) {
  const qr = useQrDataUrl(opened ? appUrl : null, APP_QR_WIDTH);
  return (
    <Modal opened={opened} onClose={onClose} title="Download the mobile app" size="auto" centered>
      <Stack align="center">
        <Text>Scan the below QR Code to download the mobile app.</Text>
        {qr ? <Image src={qr} w={APP_QR_WIDTH} alt="Mobile app QR code" /> : <Loader aria-label="Drawing QR code" />}
      </Stack>
    </Modal>
  );
}
