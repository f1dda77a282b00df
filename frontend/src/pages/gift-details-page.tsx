import { useParams } from 'react-router-dom';
import { GiftDetailsView } from '@/components/gift-details/gift-details-view';

export function GiftDetailsPage() {
  const { id } = useParams();
  return <GiftDetailsView key={id} id={Number(id)} />;
}
