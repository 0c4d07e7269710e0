import { createFileRoute } from '@tanstack/react-router';
import { PasswordChangeScreen } from '../-components/PasswordChangeScreen';

export const Route = createFileRoute('/_authenticated/password-change')({
  component: PasswordChangeScreen,
});
