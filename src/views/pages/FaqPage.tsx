import { ContentPage } from './ContentPage';
import { faqTexts } from './texts';

export default function FaqPage() {
  return <ContentPage {...faqTexts} />;
}
