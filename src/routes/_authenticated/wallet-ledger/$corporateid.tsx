import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../ui/PlaceholderPage';

export const Route = createFileRoute('/_authenticated/wallet-ledger/$corporateid')({
  component: () => <PlaceholderPage title="Wallet" />,
});
