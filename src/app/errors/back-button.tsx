import { Trans } from '@lingui/react/macro';
import { useCanGoBack, useRouter } from '@tanstack/react-router';
import { Button } from '../../ui/button';

export function BackButton() {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return (
    <Button
      variant="secondary"
      onClick={() => {
        // After a full page load the router's own history is empty, but the browser's may not be.
        if (canGoBack || window.history.length > 1) router.history.back();
        else void router.navigate({ to: '/' });
      }}
    >
      <Trans>Grįžti atgal</Trans>
    </Button>
  );
}
