/**
 * /apply, the volunteer application (spec sections 2, 3, 5 and 8): its labels, the resume
 * field, the progress of sending and the outcomes. `apply.field` names the shared schema's fields
 * in its messages (components/fieldErrorText.ts); `apply.problem.*` are the server's words for a
 * resume it refuses, letter for letter in English (features/application/applyWords.ts).
 */
export const messages = {
  'apply.title': 'Job Application',
  'apply.lead': 'Tell us why you would like to become a Golden Hearts volunteer. The admin reads every application and answers by e-mail.',
  'apply.form': 'Volunteer application',
  'apply.requiredNote': 'Fields marked * are required.',
  'apply.section.personal': 'Personal Information',
  'apply.section.about': 'About You',
  'apply.section.availability': 'Availability and Languages',
  'apply.section.resume': 'Resume',
  'apply.label.fullName': 'Full name',
  'apply.label.email': 'Email',
  'apply.label.contact': 'Contact number',
  'apply.label.zipcode': 'PIN code where you live',
  'apply.label.motivation': 'Why would you like to volunteer with seniors?',
  'apply.label.companionshipMeaning': 'What does companionship mean to you?',
  'apply.label.excitement': 'What excites you about this work?',
  'apply.label.handlingLoneliness': 'How would you help a senior who feels lonely?',
  'apply.label.experience': 'Previous experience (optional)',
  'apply.label.availability': 'When are you available?',
  'apply.availabilityExample': 'For example: weekday mornings, Saturday afternoons',
  'apply.label.languages': 'Languages you speak',
  'apply.field':
    '{field, select, fullName {Full name} contact {Contact} motivation {Motivation} companionshipMeaning {What companionship means to you} excitement {What excites you} handlingLoneliness {Handling loneliness} other {Availability}}',
  'apply.resume.label': 'Resume (optional)',
  'apply.resume.hint': '{types}, up to {megabytes} MB.',
  'apply.resume.choose': 'Choose your resume',
  'apply.resume.replace': 'Choose another file',
  'apply.resume.remove': 'Remove file',
  'apply.resume.none': 'No file chosen.',
  'apply.resume.chosen': 'Chosen file:',
  'apply.resume.fix': 'Please choose another resume or remove this one before sending.',
  'apply.problem.resumeType': 'Please attach your resume as a {types} file.',
  'apply.problem.fileTooLarge': 'The file is larger than {megabytes} MB. Please choose a smaller file.',
  'apply.problem.fileEmpty': 'The file is empty. Please choose another file.',
  'apply.sending': 'Sending...',
  'apply.submit': 'Submit Application',
  'apply.progress': 'Sending your application: {percent}%',
  'apply.waiting': 'Sent. Waiting for the reply...',
  'apply.close': 'Close',
  'apply.receivedTitle': 'Thank you for applying',
  'apply.received': 'Your application is submitted. The admin will review it and grant you access to register.',
  'apply.applyOnce': 'You can submit application once',
  'apply.applyOnceOffered':
    'You can submit application once. If you sent this one to take the place of the application we have, open the link in our e-mail about it to this address, in this browser, within a day.',
  'apply.alreadyAccepted': 'Application already accepted, you can register now',
  'apply.emailRegistered': 'This e-mail address is already registered with Golden Hearts. Please sign in instead of applying.',
  'apply.toRegistration': 'Go to Volunteer Registration',
  'apply.toSignIn': 'Go to Sign In',
  'apply.replacing': 'Putting the application you sent again in place of the earlier one…',
  'apply.replaced': 'Your new application has replaced the earlier one. Our team will review it and write to you.',
  'apply.replaceLinkInvalid':
    'This link is not valid: it has expired, or it was never ours. If you want to apply again, please send the form once more.',
  'apply.replacementNotFound':
    'No application sent again from this browser is waiting: it may be in place already, or it was sent from another browser or more than a day ago. Please open the link in the browser you applied from, or send the form again.',
  'apply.replacementBusy': 'Your earlier application is being decided just now. Please open the link again in a few minutes.',
} as const;
