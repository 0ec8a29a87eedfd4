import { ContentPage } from './ContentPage';
import { termsTexts } from './texts';

export default function TermsPage() {
  return <ContentPage {...termsTexts} />;
}
