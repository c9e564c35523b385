"""Hungarian, Polish and French for the sentences every game shares: the engine
core's (malformed actions, undo, the game clock), the device's (unknown cards,
the game store) and the drivers' (card readers, the dice camera). See :mod:`ui.lang`."""

SENTENCES: dict[str, tuple[str, str, str]] = {
    # engine core: how an action is malformed
    "true or false": ("igaz vagy hamis", "prawda lub fałsz", "vrai ou faux"),
    "a whole number": ("egész szám", "liczbą całkowitą", "un nombre entier"),
    "a number": ("szám", "liczbą", "un nombre"),
    "text": ("szöveg", "tekstem", "du texte"),
    "a list": ("lista", "listą", "une liste"),
    "an object": ("objektum", "obiektem", "un objet"),
    "none": ("nincs", "brak", "aucun"),
    "{where}[{index}]": ("{where}[{index}]", "{where}[{index}]", "{where}[{index}]"),
    "{where}.{key}": ("{where}.{key}", "{where}.{key}", "{where}.{key}"),
    "{where} field '{key}'": ("{where}, '{key}' mező", "{where}, pole '{key}'", "{where}, champ '{key}'"),
    "{where} must be {kind}, not {value}.": (
        "{where}: {kind} kell, nem {value}.", "{where} musi być {kind}, nie {value}.",
        "{where} doit être {kind}, pas {value}."),
    "{where} must be one of {allowed}, not {value}.": (
        "{where}: ezek egyike kell: {allowed}; nem {value}.", "{where} musi być jednym z: {allowed}, nie {value}.",
        "{where} doit être l'un de {allowed}, pas {value}."),
    "{where} must be at least {limit:g}, not {value}.": (
        "{where}: legalább {limit:g} kell, nem {value}.", "{where} musi wynosić co najmniej {limit:g}, nie {value}.",
        "{where} doit valoir au moins {limit:g}, pas {value}."),
    "{where} must be at most {limit:g}, not {value}.": (
        "{where}: legfeljebb {limit:g} lehet, nem {value}.", "{where} może wynosić najwyżej {limit:g}, nie {value}.",
        "{where} doit valoir au plus {limit:g}, pas {value}."),
    "{where} must have at least {limit:g} characters, not {value}.": (
        "{where}: legalább {limit:g} karakter kell, nem {value}.",
        "{where} musi mieć co najmniej {limit:g} znaków, nie {value}.",
        "{where} doit avoir au moins {limit:g} caractères, pas {value}."),
    "{where} must have at most {limit:g} characters, not {value}.": (
        "{where}: legfeljebb {limit:g} karakter lehet, nem {value}.",
        "{where} może mieć najwyżej {limit:g} znaków, nie {value}.",
        "{where} doit avoir au plus {limit:g} caractères, pas {value}."),
    "{where} must have at least {limit:g} items, not {value}.": (
        "{where}: legalább {limit:g} elem kell, nem {value}.",
        "{where} musi mieć co najmniej {limit:g} elementów, nie {value}.",
        "{where} doit avoir au moins {limit:g} éléments, pas {value}."),
    "{where} must have at most {limit:g} items, not {value}.": (
        "{where}: legfeljebb {limit:g} elem lehet, nem {value}.",
        "{where} może mieć najwyżej {limit:g} elementów, nie {value}.",
        "{where} doit avoir au plus {limit:g} éléments, pas {value}."),
    "{where} must be an object, not {value}.": (
        "{where}: objektum kell, nem {value}.", "{where} musi być obiektem, nie {value}.",
        "{where} doit être un objet, pas {value}."),
    "{where} has an unknown field '{key}' (known: {known}).": (
        "{where}: ismeretlen mező: '{key}' (ismertek: {known}).", "{where} ma nieznane pole '{key}' (znane: {known}).",
        "{where} a un champ inconnu '{key}' (connus : {known})."),
    "{where} is missing the field '{key}'.": (
        "{where}: hiányzik a(z) '{key}' mező.", "{where}: brakuje pola '{key}'.", "{where} : il manque le champ '{key}'."),
    "An action must be a JSON object, not {value}.": (
        "Egy lépés JSON-objektum kell legyen, nem {value}.", "Akcja musi być obiektem JSON, nie {value}.",
        "Une action doit être un objet JSON, pas {value}."),
    "The action has no 'action' name.": (
        "A lépésnek nincs 'action' neve.", "Akcja nie ma nazwy 'action'.", "L'action n'a pas de nom 'action'."),
    "A {title} game must start with a 'setup' action, not '{name}'.": (
        "A(z) {title} játék 'setup' lépéssel kezdődik, nem '{name}' lépéssel.",
        "Gra {title} musi zacząć się od akcji 'setup', nie '{name}'.",
        "Une partie de {title} doit commencer par une action 'setup', pas '{name}'."),
    "This setup is for game '{game}', not '{this}'.": (
        "Ez az előkészítés a(z) '{game}' játéké, nem a(z) '{this}' játéké.",
        "To przygotowanie jest do gry '{game}', nie '{this}'.",
        "Cette mise en place est pour le jeu '{game}', pas '{this}'."),
    "The game is over; start a new game.": (
        "A játék véget ért; kezdj új játékot.",
        "Gra skończona; zacznij nową grę.",
        "La partie est finie ; lancez une nouvelle partie."),
    "{ended} Undo takes the last move back.": (
        "{ended} A Visszavonás visszaveszi az utolsó lépést.",
        "{ended} Cofnij wycofuje ostatni ruch.",
        "{ended} Annuler reprend le dernier coup."),
    "The game is already set up; start a new game instead.": (
        "A játék már elő van készítve; kezdj inkább új játékot.", "Gra jest już przygotowana; zacznij nową grę.",
        "La partie est déjà en place ; commencez plutôt une nouvelle partie."),
    "'{name}' is not a {title} action (known: {known}).": (
        "'{name}' nem lépés a(z) {title} játékban (ismertek: {known}).",
        "'{name}' nie jest akcją gry {title} (znane: {known}).",
        "'{name}' n'est pas une action de {title} (connues : {known})."),
    "'{game}' is not a known game (known: {known}).": (
        "'{game}' nem ismert játék (ismertek: {known}).", "'{game}' to nieznana gra (znane: {known}).",
        "'{game}' n'est pas un jeu connu (connus : {known})."),
    # the log, undo and the game clock
    "The first line must be a JSON object with \"action\": \"setup\".": (
        "Az első sor egy \"action\": \"setup\" JSON-objektum kell legyen.",
        "Pierwszy wiersz musi być obiektem JSON z \"action\": \"setup\".",
        "La première ligne doit être un objet JSON avec \"action\": \"setup\"."),
    "The first action must be 'setup', not '{name}'.": (
        "Az első lépés 'setup' kell legyen, nem '{name}'.", "Pierwsza akcja musi być 'setup', nie '{name}'.",
        "La première action doit être 'setup', pas '{name}'."),
    "The setup action has no 'game' (one of: {known}).": (
        "A 'setup' lépésből hiányzik a 'game' (ezek egyike: {known}).",
        "Akcja 'setup' nie ma pola 'game' (jedno z: {known}).",
        "L'action 'setup' n'a pas de 'game' (l'un de : {known})."),
    "The log is empty; its first line must be a 'setup' action.": (
        "A napló üres; az első sora 'setup' lépés kell legyen.",
        "Dziennik jest pusty; pierwszy wiersz musi być akcją 'setup'.",
        "Le journal est vide ; sa première ligne doit être une action 'setup'."),
    "There is nothing to undo.": ("Nincs mit visszavonni.", "Nie ma czego cofnąć.", "Il n'y a rien à annuler."),
    "Undo: '{name}' taken back.": ("Visszavonás: '{name}' visszavonva.", "Cofnięto: '{name}'.",
                                   "Annulation : '{name}' est annulé."),
    "Game clock paused.": ("A játékóra megállt.", "Zegar gry wstrzymany.", "Horloge de jeu en pause."),
    "Game clock running again.": ("A játékóra újra jár.", "Zegar gry znów działa.", "L'horloge de jeu repart."),
    "The game clock is already paused.": ("A játékóra már áll.", "Zegar gry jest już wstrzymany.",
                                          "L'horloge de jeu est déjà en pause."),
    "The game clock is not paused.": ("A játékóra nem áll.", "Zegar gry nie jest wstrzymany.",
                                      "L'horloge de jeu n'est pas en pause."),
    # the device: cards and the game store
    "Unknown card {uid} on reader {reader}: enrol it to a card (`agency enroll`) to use it.": (
        "Ismeretlen kártya ({uid}) a(z) {reader} olvasón: vedd fel (`agency enroll`), hogy használd.",
        "Nieznana karta {uid} na czytniku {reader}: przypisz ją (`agency enroll`), aby jej użyć.",
        "Carte inconnue {uid} sur le lecteur {reader} : enregistrez-la (`agency enroll`) pour l'utiliser."),
    "{card} is a card of another game ({game}).": (
        "{card}: ez egy másik játék kártyája ({game}).", "{card} to karta innej gry ({game}).",
        "{card} est une carte d'un autre jeu ({game})."),
    "start a new game": ("új játékot kezdeni", "zacząć nowej gry", "commencer une nouvelle partie"),
    "save the action": ("menteni a lépést", "zapisać akcji", "enregistrer l'action"),
    "Could not {what}: {why}.": ("Nem sikerült {what}: {why}.", "Nie udało się {what}: {why}.",
                                 "Impossible de {what} : {why}."),
    "Could not {what}: that log line is already stored.": (
        "Nem sikerült {what}: ez a naplósor már el van mentve.", "Nie udało się {what}: ten wiersz jest już zapisany.",
        "Impossible de {what} : cette ligne du journal est déjà enregistrée."),
    "Could not {what}: {why} (nothing stored before is lost).": (
        "Nem sikerült {what}: {why} (a korábban mentettekből semmi sem veszett el).",
        "Nie udało się {what}: {why} (nic zapisanego wcześniej nie przepadło).",
        "Impossible de {what} : {why} (rien de ce qui était enregistré n'est perdu)."),
    "Cannot write {path}: {why}.": ("Nem írható: {path}: {why}.", "Nie można zapisać {path}: {why}.",
                                    "Impossible d'écrire {path} : {why}."),
    "The report could not be written: {why}.": ("A jelentést nem sikerült elmenteni: {why}.",
                                                "Nie udało się zapisać raportu: {why}.",
                                                "Le bilan n'a pas pu être écrit : {why}."),
    "The buttons, LED and buzzer are off ({why}); play goes on by touch.": (
        "A gombok, a LED és a hangjelző nem működik ({why}); a játék érintéssel megy tovább.",
        "Przyciski, dioda i brzęczyk nie działają ({why}); gra toczy się dalej dotykiem.",
        "Les boutons, la LED et le buzzer sont coupés ({why}) ; on continue au toucher."),
    # the drivers: card readers and the dice camera
    "Card reading is off: {problem} Until then, choose cards by touch.": (
        "A kártyaolvasás nem működik: {problem} Addig érintéssel válassz kártyát.",
        "Czytanie kart nie działa: {problem} Do tego czasu wybieraj karty dotykiem.",
        "La lecture des cartes est coupée : {problem} D'ici là, choisissez les cartes au toucher."),
    "multiple tags on reader '{reader}': leave only one card on it.": (
        "több kártya a(z) '{reader}' olvasón: csak egy maradjon rajta.",
        "kilka kart na czytniku '{reader}': zostaw na nim tylko jedną.",
        "plusieurs cartes sur le lecteur '{reader}' : n'en laissez qu'une."),
    "Reader '{reader}' stopped answering.": ("A(z) '{reader}' olvasó nem válaszol.",
                                             "Czytnik '{reader}' przestał odpowiadać.",
                                             "Le lecteur '{reader}' ne répond plus."),
    "Reader '{reader}' holds one tag again.": ("A(z) '{reader}' olvasón újra egy kártya van.",
                                               "Na czytniku '{reader}' znów jest jedna karta.",
                                               "Le lecteur '{reader}' ne porte de nouveau qu'une carte."),
    "Reader '{reader}' answers again.": ("A(z) '{reader}' olvasó újra válaszol.", "Czytnik '{reader}' znów odpowiada.",
                                         "Le lecteur '{reader}' répond de nouveau."),
    "Reader '{reader}' stopped answering: check {advice}.": (
        "A(z) '{reader}' olvasó nem válaszol: ellenőrizd: {advice}.",
        "Czytnik '{reader}' przestał odpowiadać: sprawdź {advice}.",
        "Le lecteur '{reader}' ne répond plus : vérifiez {advice}."),
    "The RC522 reader '{reader}' does not answer (its version register reads 0x{version:02X}): "
    "check its wiring: {advice}.": (
        "A(z) '{reader}' RC522 olvasó nem válaszol (verzióregisztere 0x{version:02X}): "
        "ellenőrizd a bekötését: {advice}.",
        "Czytnik RC522 '{reader}' nie odpowiada (jego rejestr wersji to 0x{version:02X}): "
        "sprawdź połączenia: {advice}.",
        "Le lecteur RC522 '{reader}' ne répond pas (son registre de version vaut 0x{version:02X}) : "
        "vérifiez son câblage : {advice}."),
    "The RC522 reader '{reader}' does not keep its settings: check its 3.3V supply and wiring: {advice}.": (
        "A(z) '{reader}' RC522 olvasó nem tartja a beállításait: ellenőrizd a 3,3 V-os tápot és a bekötést: {advice}.",
        "Czytnik RC522 '{reader}' nie zachowuje ustawień: sprawdź zasilanie 3,3 V i połączenia: {advice}.",
        "Le lecteur RC522 '{reader}' ne garde pas ses réglages : vérifiez son alimentation 3,3 V et son câblage : "
        "{advice}."),
    "Reader '{reader}' failed: {why}.": ("A(z) '{reader}' olvasó hibát jelzett: {why}.",
                                         "Błąd czytnika '{reader}': {why}.",
                                         "Le lecteur '{reader}' a échoué : {why}."),
    "Card reading paused after an internal error: {why}.": (
        "A kártyaolvasás belső hiba miatt szünetel: {why}.",
        "Czytanie kart wstrzymane po błędzie wewnętrznym: {why}.",
        "Lecture des cartes suspendue après une erreur interne : {why}."),
    "Card reading works again.": ("A kártyaolvasás újra működik.", "Czytanie kart znów działa.",
                                  "La lecture des cartes fonctionne de nouveau."),
    "There is no reader named '{reader}'.": ("Nincs '{reader}' nevű olvasó.", "Nie ma czytnika o nazwie '{reader}'.",
                                             "Il n'y a pas de lecteur nommé '{reader}'."),
    "The dice camera is back.": ("A kockakamera újra működik.", "Kamera kości znów działa.",
                                 "La caméra des dés est de retour."),
    "{problem} Type the dice or choose them on screen meanwhile.": (
        "{problem} Addig írd be a kockákat, vagy válaszd ki őket a képernyőn.",
        "{problem} Do tego czasu wpisz kości lub wybierz je na ekranie.",
        "{problem} En attendant, saisissez les dés ou choisissez-les à l'écran."),
    # words and refusals several games use
    "Undo": ("Visszavonás", "Cofnij", "Annuler"),
    "nothing": ("semmi", "nic", "rien"),
    "no change": ("nincs változás", "bez zmian", "aucun changement"),
    "'{name}' is not playing (players: {players}).": (
        "'{name}' nem játszik (játékosok: {players}).", "'{name}' nie gra (gracze: {players}).",
        "'{name}' ne joue pas (joueurs : {players})."),
    # engine.text: lists said in a sentence
    "{first} and {second}": ("{first} és {second}", "{first} i {second}", "{first} et {second}"),
    "{first} or {second}": ("{first} vagy {second}", "{first} lub {second}", "{first} ou {second}"),
}
