#import "RCRecipeListViewController.h"
#import "RCRecipe.h"
#import "RCRecipeDetailViewController.h"
#import "RCRecipeListAssembly.h"

static NSString *const RCShowRecipeSegue = @"ShowRecipe";
static NSString *const RCNewRecipeSegue = @"NewRecipe";

@interface RCRecipeListViewController ()
@property (nonatomic, copy) NSArray *recipes;
@end

@implementation RCRecipeListViewController

- (id<RCRecipeListViewOutput>)output {
    if (!_output) {
        [[[RCRecipeListAssembly alloc] init] configureModuleForViewController:self];
    }
    return _output;
}

- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    self.recipes = [RCRecipe allRecipes];
    [self.tableView reloadData];
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.recipes.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"RecipeCell" forIndexPath:indexPath];
    RCRecipe *recipe = self.recipes[indexPath.row];
    cell.textLabel.text = recipe.name;
    return cell;
}

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    [tableView deselectRowAtIndexPath:indexPath animated:YES];
    [self.output didSelectRowAtIndexPath:indexPath recipes:self.recipes];
}

- (IBAction)addRecipe:(id)sender {
    [self.output addRecipe];
}

- (void)prepareForSegue:(UIStoryboardSegue *)segue sender:(id)sender {
    if ([segue.identifier isEqual:RCShowRecipeSegue]) {
        [self.output prepareRecipeForSegue:segue sender:sender];
    } else if ([segue.identifier isEqual:RCNewRecipeSegue]) {
        [self.output prepareNewRecipeForSegue:segue];
    }
}

@end
