import { ContactForm } from './ContactForm';
import { ContentPage } from './ContentPage';
import { contactTexts } from './texts';

export default function ContactPage() {
  return (
    <ContentPage {...contactTexts}>
      <ContactForm />
    </ContentPage>
  );
}
