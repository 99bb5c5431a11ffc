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
        if (canGoBack) router.history.back();
        else void router.navigate({ to: '/' });
      }}
    >
      <Trans>Grįžti atgal</Trans>
    </Button>
  );
}
