import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordScreen } from '../ui/auth/ForgotPasswordScreen';

export const Route = createFileRoute('/forgot-password')({
  component: ForgotPasswordScreen,
});
