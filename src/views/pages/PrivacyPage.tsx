import { ContentPage } from './ContentPage';
import { privacyTexts } from './texts';

export default function PrivacyPage() {
  return <ContentPage {...privacyTexts} />;
}
