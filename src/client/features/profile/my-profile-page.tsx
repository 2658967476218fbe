import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { LoadingScreen } from '../../components/loading-screen';
import { useUser } from '../../lib/auth';

/** /profile: the signed-in person's own profile (visitors get the route's sign-in prompt). */
export default function MyProfilePage() {
  const { user } = useUser();
  const [, navigate] = useLocation();
  useEffect(() => {
    if (user) navigate(`/profile/${user.handle}`, { replace: true });
  }, [user, navigate]);
  return <LoadingScreen fullScreen={false} />;
}
