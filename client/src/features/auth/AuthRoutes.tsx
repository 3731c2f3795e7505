import { Navigate, Route, Routes } from 'react-router';
import { phaseOf, useAppState } from '../../app/AppState';
import { ForgotPassword, ResetPassword } from './Password';
import { SignIn } from './SignIn';
import { SignUp } from './SignUp';
import { VerifyEmail } from './VerifyEmail';

// The `auth` routes (lazily loaded). Signed-in, verified people have nothing to do here.
export default function AuthRoutes() {
  const { viewer } = useAppState();
  const phase = phaseOf(viewer);
  const signedIn = phase === 'ready' || phase === 'newPlayer';
  return (
    <Routes>
      <Route index element={signedIn ? <Navigate to="/" replace /> : <SignIn />} />
      <Route path="sign-up" element={signedIn ? <Navigate to="/" replace /> : <SignUp />} />
      <Route path="verify" element={<VerifyEmail />} />
      <Route path="forgot" element={<ForgotPassword />} />
      <Route path="reset" element={<ResetPassword />} />
      <Route path="*" element={<Navigate to="/auth" replace />} />
    </Routes>
  );
}
