import { createFileRoute } from '@tanstack/react-router';
import { WalletLedgerPage } from '../../../ui/payment/WalletLedgerPage';

export const Route = createFileRoute('/_authenticated/wallet-ledger/$corporateid')({
  component: function WalletLedgerRoute() {
    const { corporateid } = Route.useParams();
    // Keyed by id: another company's ledger (a switched profile) starts with a fresh load.
    return <WalletLedgerPage key={corporateid} corporateid={corporateid} />;
  },
});
