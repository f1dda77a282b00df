import { useEffect } from 'react';
import { PRODUCT_NAME } from '@/lib/constants';

/** Sets '{title} | Presently' while the calling screen is shown. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} | ${PRODUCT_NAME}`;
  }, [title]);
}
