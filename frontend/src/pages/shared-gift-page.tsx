import { useParams, useSearchParams } from 'react-router-dom';
import { SharedGiftView } from '@/components/shared-gift/shared-gift-view';
import { SELECTED_INDEX_PARAM } from '@/lib/share';

export function SharedGiftPage() {
  const { shareId } = useParams();
  const [params] = useSearchParams();
  return <SharedGiftView shareId={shareId} linkedIndex={params.get(SELECTED_INDEX_PARAM)} />;
}
