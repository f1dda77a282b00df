import { useParams } from 'react-router-dom';
import { SharedGiftView } from '@/components/shared-gift/shared-gift-view';

export function SharedGiftPage() {
  const { shareId } = useParams();
  return <SharedGiftView shareId={shareId} />;
}
